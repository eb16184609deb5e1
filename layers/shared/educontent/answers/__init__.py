"""Answer checking: is a learner's response to a generated item right (docs/answers.md)?

``checking.check_response`` is the one entry point; the other modules each read one kind of answer.
"""
