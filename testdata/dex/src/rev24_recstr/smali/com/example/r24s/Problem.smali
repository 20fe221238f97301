.class final Lcom/example/r24s/Problem;
.super Lcom/android/tools/r8/RecordTag;
.source "Problem.java"

.field private final code:Ljava/lang/String;
.field private final detail:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 5
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24s/Problem;->code:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r24s/Problem;->detail:Ljava/lang/String;
    return-void
.end method

.method public code()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r24s/Problem;->code:Ljava/lang/String;
    return-object v0
.end method

.method public detail()Ljava/lang/String;
    .registers 2
    .line 5
    iget-object v0, p0, Lcom/example/r24s/Problem;->detail:Ljava/lang/String;
    return-object v0
.end method
