package dev.vigil.bench;

import java.awt.Color;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.VectorGraphicsEncoder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.XYSeries;
import org.knowm.xchart.style.Styler;
import org.knowm.xchart.style.markers.SeriesMarkers;

/**
 * The plots of a benchmark, drawn with XChart and written as PNG and SVG. CPU times are on a
 * logarithmic axis, as in SV-COMP's plots; times below 10 ms are drawn at 10 ms.
 */
public final class Plots {
  private static final double FLOOR_SECONDS = 0.01;
  private static final Color[] COLORS = {
    new Color(0x1f77b4),
    new Color(0xff7f0e),
    new Color(0x9467bd),
    new Color(0x7f7f7f),
    new Color(0x2ca02c)
  };

  /**
   * One point of a scatter plot, in a group (e.g. "correct in both"); groups are drawn in the order
   * of {@code colour}, which indexes the palette: blue, orange, purple, grey, green.
   */
  public record Point(double x, double y, String group, int colour) {}

  private Plots() {}

  /**
   * The quantile plot: for each series, the CPU times of its correct results sorted, the n-th
   * fastest at x = n.
   */
  public static XYChart quantile(String title, Map<String, List<Double>> cpuTimesBySeries) {
    XYChart chart = chart(900, 600, title, "n-th fastest correct result", "CPU time (s)");
    chart.getStyler().setYAxisLogarithmic(true);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    int series = 0;
    int count = 1;
    double min = Double.MAX_VALUE;
    double max = FLOOR_SECONDS;
    for (Map.Entry<String, List<Double>> e : cpuTimesBySeries.entrySet()) {
      List<Double> sorted = e.getValue().stream().map(Plots::floor).sorted().toList();
      if (sorted.isEmpty()) {
        continue;
      }
      count = Math.max(count, sorted.size());
      min = Math.min(min, sorted.get(0));
      max = Math.max(max, sorted.get(sorted.size() - 1));
      List<Double> ranks = new ArrayList<>();
      for (int i = 1; i <= sorted.size(); i++) {
        ranks.add((double) i);
      }
      XYSeries s = chart.addSeries(e.getKey() + " (" + sorted.size() + " correct)", ranks, sorted);
      s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
      s.setMarker(SeriesMarkers.CIRCLE);
      s.setLineColor(COLORS[series % COLORS.length]);
      s.setMarkerColor(COLORS[series % COLORS.length]);
      series++;
    }
    if (series == 0) {
      // XChart needs a series to draw axes: an invisible one, and the title says why.
      chart.setTitle(title + " (no correct results)");
      chart.addSeries("none", List.of(1.0), List.of(FLOOR_SECONDS)).setMarker(SeriesMarkers.NONE);
      chart.getStyler().setLegendVisible(false);
      min = FLOOR_SECONDS;
    }
    chart.getStyler().setYAxisMin(decadeBelow(min)).setYAxisMax(decadeAbove(max, decadeBelow(min)));
    chart.getStyler().setXAxisMin(0.0).setXAxisMax(niceCeiling(count)).setXAxisDecimalPattern("#");
    return chart;
  }

  /** A log-log scatter plot of CPU times, one colour per group, with the diagonal y = x. */
  public static XYChart scatter(String title, String xLabel, String yLabel, List<Point> points) {
    XYChart chart = chart(700, 700, title, xLabel, yLabel);
    chart.getStyler().setXAxisLogarithmic(true);
    chart.getStyler().setYAxisLogarithmic(true);
    chart.getStyler().setLegendPosition(Styler.LegendPosition.InsideNW);
    double min = Double.MAX_VALUE;
    double max = FLOOR_SECONDS * 10;
    Map<String, List<Point>> groups = new LinkedHashMap<>();
    List<Point> sorted = new ArrayList<>(points);
    sorted.sort(Comparator.comparingInt(Point::colour));
    for (Point p : sorted) {
      groups.computeIfAbsent(p.group(), g -> new ArrayList<>()).add(p);
      min = Math.min(min, floor(Math.min(p.x(), p.y())));
      max = Math.max(max, Math.max(p.x(), p.y()));
    }
    double low = decadeBelow(Math.min(min, max));
    double high = decadeAbove(max, low);
    chart.getStyler().setXAxisMin(low).setXAxisMax(high).setYAxisMin(low).setYAxisMax(high);
    XYSeries diagonal = chart.addSeries("same CPU time", List.of(low, high), List.of(low, high));
    diagonal.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Line);
    diagonal.setMarker(SeriesMarkers.NONE);
    diagonal.setLineColor(Color.LIGHT_GRAY);
    for (List<Point> g : groups.values()) {
      List<Double> xs = g.stream().map(p -> floor(p.x())).toList();
      List<Double> ys = g.stream().map(p -> floor(p.y())).toList();
      XYSeries s = chart.addSeries(g.get(0).group() + " (" + xs.size() + ")", xs, ys);
      s.setXYSeriesRenderStyle(XYSeries.XYSeriesRenderStyle.Scatter);
      s.setMarker(SeriesMarkers.CIRCLE);
      s.setMarkerColor(COLORS[g.get(0).colour() % COLORS.length]);
    }
    return chart;
  }

  private static XYChart chart(int width, int height, String title, String xLabel, String yLabel) {
    System.setProperty("java.awt.headless", "true");
    XYChart chart =
        new XYChartBuilder()
            .width(width)
            .height(height)
            .title(title)
            .xAxisTitle(xLabel)
            .yAxisTitle(yLabel)
            .build();
    chart.getStyler().setChartBackgroundColor(Color.WHITE);
    chart.getStyler().setPlotBackgroundColor(Color.WHITE);
    chart.getStyler().setPlotGridLinesColor(new Color(0xdddddd));
    chart.getStyler().setLegendBorderColor(Color.LIGHT_GRAY);
    chart.getStyler().setMarkerSize(6);
    chart.getStyler().setAntiAlias(true);
    chart.getStyler().setYAxisDecimalPattern("#,##0.###").setXAxisDecimalPattern("#,##0.###");
    return chart;
  }

  /**
   * A round axis end at or above {@code n} (and at least 5): 5, 6, 8, 10, 15, 20, 25, 30, 40, ...
   */
  private static double niceCeiling(int n) {
    double magnitude = Math.pow(10, Math.floor(Math.log10(Math.max(n, 5))));
    for (double m : new double[] {1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10}) {
      if (m * magnitude >= Math.max(n, 5)) {
        return m * magnitude;
      }
    }
    return 10 * magnitude;
  }

  private static double decadeBelow(double value) {
    return Math.pow(10, Math.floor(Math.log10(value)));
  }

  /** The power of ten at or above {@code value}, and above {@code low} so the axis has a length. */
  private static double decadeAbove(double value, double low) {
    return Math.max(Math.pow(10, Math.ceil(Math.log10(value))), low * 10);
  }

  private static double floor(double seconds) {
    return Math.max(FLOOR_SECONDS, seconds);
  }

  /** Writes {@code base.png} and {@code base.svg}. */
  public static void save(XYChart chart, Path base) throws IOException {
    try (OutputStream png =
        Files.newOutputStream(base.resolveSibling(base.getFileName() + ".png"))) {
      BitmapEncoder.saveBitmap(chart, png, BitmapEncoder.BitmapFormat.PNG);
    }
    try (OutputStream svg =
        Files.newOutputStream(base.resolveSibling(base.getFileName() + ".svg"))) {
      VectorGraphicsEncoder.saveVectorGraphic(
          chart, svg, VectorGraphicsEncoder.VectorGraphicsFormat.SVG);
    }
  }
}
