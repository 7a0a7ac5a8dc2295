package dev.vigil.cli;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.File;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;

/**
 * Headless Chromium (Debian's {@code chromium}) with one page, driven over the DevTools protocol on
 * the loopback interface with the JDK's WebSocket client: the page's script runs as in a browser,
 * and tests evaluate JavaScript in it to click and to read what it shows.
 */
final class Chromium implements AutoCloseable {
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final Duration PATIENCE = Duration.ofSeconds(90);

  private final Process process;
  private final Map<Integer, CompletableFuture<JsonNode>> replies = new ConcurrentHashMap<>();
  private WebSocket socket;
  private int nextId = 1;

  private Chromium(Process process) {
    this.process = process;
  }

  /** The chromium program on the PATH, if there is one. */
  static Optional<Path> binary() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      for (String name : List.of("chromium", "chromium-browser")) {
        Path p = Path.of(dir, name);
        if (Files.isExecutable(p)) {
          return Optional.of(p);
        }
      }
    }
    return Optional.empty();
  }

  /** Starts Chromium on {@code url} with a fresh profile in {@code profile}, page loaded. */
  static Chromium open(Path binary, Path profile, String url) throws Exception {
    Process process =
        new ProcessBuilder(
                binary.toString(),
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--no-first-run",
                "--remote-debugging-address=127.0.0.1",
                "--remote-debugging-port=0",
                "--user-data-dir=" + profile,
                url)
            .redirectOutput(ProcessBuilder.Redirect.DISCARD)
            .redirectError(ProcessBuilder.Redirect.DISCARD)
            .start();
    try {
      int port = port(profile, process);
      HttpClient http = HttpClient.newHttpClient();
      JsonNode targets =
          JSON.readTree(
              http.send(
                      HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/json/list"))
                          .build(),
                      HttpResponse.BodyHandlers.ofString())
                  .body());
      String page = null;
      for (JsonNode t : targets) {
        if (t.path("type").asText().equals("page")) {
          page = t.path("webSocketDebuggerUrl").asText();
        }
      }
      if (page == null) {
        throw new IllegalStateException("Chromium shows no page: " + targets);
      }
      Chromium chromium = new Chromium(process);
      chromium.socket =
          http.newWebSocketBuilder()
              .buildAsync(URI.create(page), chromium.new Listener())
              .get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
      chromium.awaitLoaded(url);
      return chromium;
    } catch (Exception | Error e) {
      process.destroyForcibly();
      throw e;
    }
  }

  /** The port Chromium chose, from the file it writes into its profile. */
  private static int port(Path profile, Process process) throws Exception {
    Path file = profile.resolve("DevToolsActivePort");
    long end = System.nanoTime() + PATIENCE.toNanos();
    while (System.nanoTime() < end) {
      if (Files.exists(file)) {
        List<String> lines = Files.readAllLines(file);
        if (!lines.isEmpty() && !lines.get(0).isBlank()) {
          return Integer.parseInt(lines.get(0).strip());
        }
      }
      if (!process.isAlive()) {
        throw new IllegalStateException("Chromium ended with exit code " + process.exitValue());
      }
      Thread.sleep(100);
    }
    throw new IllegalStateException("Chromium did not open its DevTools port");
  }

  /** Waits until {@code url} (not the blank page before it) has loaded. */
  private void awaitLoaded(String url) throws Exception {
    long end = System.nanoTime() + PATIENCE.toNanos();
    String page = url.split("#")[0];
    while (!evaluate("location.href.split('#')[0] + ' ' + document.readyState")
        .equals(page + " complete")) {
      if (System.nanoTime() > end) {
        throw new IllegalStateException("the page did not load");
      }
      Thread.sleep(50);
    }
  }

  /** Evaluates {@code expression} in the page; its value as text ("" for undefined or null). */
  String evaluate(String expression) throws Exception {
    int id;
    CompletableFuture<JsonNode> reply = new CompletableFuture<>();
    synchronized (this) {
      id = nextId++;
      replies.put(id, reply);
    }
    Map<String, Object> call =
        Map.of(
            "id",
            id,
            "method",
            "Runtime.evaluate",
            "params",
            Map.of("expression", expression, "returnByValue", true));
    socket.sendText(JSON.writeValueAsString(call), true).get();
    JsonNode answer = reply.get(PATIENCE.toSeconds(), TimeUnit.SECONDS);
    JsonNode exception = answer.path("result").path("exceptionDetails");
    if (!exception.isMissingNode()) {
      throw new IllegalStateException("script failed: " + exception);
    }
    JsonNode value = answer.path("result").path("result").path("value");
    return value.isMissingNode() || value.isNull() ? "" : value.asText();
  }

  @Override
  public void close() throws Exception {
    try {
      socket.sendClose(WebSocket.NORMAL_CLOSURE, "").get(5, TimeUnit.SECONDS);
    } catch (Exception e) {
      // Chromium is ended below either way.
    }
    process.destroy();
    if (!process.waitFor(10, TimeUnit.SECONDS)) {
      process.destroyForcibly().waitFor();
    }
  }

  /** Collects the frames of each message and completes the call it answers. */
  private final class Listener implements WebSocket.Listener {
    private final StringBuilder message = new StringBuilder();

    @Override
    public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
      message.append(data);
      if (last) {
        try {
          JsonNode node = JSON.readTree(message.toString());
          if (node.has("id")) {
            CompletableFuture<JsonNode> reply = replies.remove(node.get("id").asInt());
            if (reply != null) {
              reply.complete(node);
            }
          }
        } catch (Exception e) {
          // Not JSON: not an answer to any call.
        }
        message.setLength(0);
      }
      ws.request(1);
      return null;
    }
  }
}
