.class final Lcom/example/r24t/Save;
.super Lcom/android/tools/r8/RecordTag;
.source "Save.java"

# interfaces
.implements Lcom/example/r24t/Op;

.field private final file:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;)V
    .registers 2
    .line 5
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24t/Save;->file:Ljava/lang/String;
    return-void
.end method

.method public file()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r24t/Save;->file:Ljava/lang/String;
    return-object v0
.end method
