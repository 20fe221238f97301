.class synthetic Lcom/example/r33j2/Resumes-IA;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"
