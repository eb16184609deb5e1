"""Reading literature and informational text (RL, RI): questions about passages."""
