# class NoteJob {}
.class Lcom/demo/NoteJob;
.super Ljava/lang/Object;
.method constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method
