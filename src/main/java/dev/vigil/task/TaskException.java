package dev.vigil.task;

/** A task, property or input file that cannot be used; the message is one line for the user. */
public class TaskException extends Exception {
  public TaskException(String message) {
    super(message);
  }
}
