.class final Lcom/example/r36k2/ResumeTable$Pending;
.super Ljava/lang/Object;
.source "Callers.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r36k2/ResumeTable;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Pending"
.end annotation

.field private final tool:Ljava/lang/String;

.field private final uid:I

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 46
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r36k2/ResumeTable$Pending;->uid:I
    iput-object p2, p0, Lcom/example/r36k2/ResumeTable$Pending;->tool:Ljava/lang/String;
    return-void
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 46
    iget-object v0, p0, Lcom/example/r36k2/ResumeTable$Pending;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 46
    iget v0, p0, Lcom/example/r36k2/ResumeTable$Pending;->uid:I
    return v0
.end method
