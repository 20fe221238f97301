.class final Lcom/example/r24i/WhoArgs;
.super Lcom/android/tools/r8/RecordTag;
.source "WhoArgs.java"

.field private final caller:Ljava/lang/String;
    .annotation runtime Lcom/google/gson/annotations/SerializedName;
        value = "caller_package"
    .end annotation
.end field

.field private final note:Ljava/lang/String;

.method constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 3
    .line 6
    invoke-direct {p0}, Lcom/android/tools/r8/RecordTag;-><init>()V
    iput-object p1, p0, Lcom/example/r24i/WhoArgs;->caller:Ljava/lang/String;
    iput-object p2, p0, Lcom/example/r24i/WhoArgs;->note:Ljava/lang/String;
    return-void
.end method

.method public caller()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r24i/WhoArgs;->caller:Ljava/lang/String;
    return-object v0
.end method

.method public note()Ljava/lang/String;
    .registers 2
    .line 6
    iget-object v0, p0, Lcom/example/r24i/WhoArgs;->note:Ljava/lang/String;
    return-object v0
.end method
