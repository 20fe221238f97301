.class synthetic Lcom/example/r34j2/Resumes-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
