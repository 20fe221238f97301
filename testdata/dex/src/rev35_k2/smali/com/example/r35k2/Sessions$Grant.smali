.class final Lcom/example/r35k2/Sessions$Grant;
.super Ljava/lang/Object;
.source "Store.kt"

.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r35k2/Sessions;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x1a
    name = "Grant"
.end annotation

.field private final tool:Ljava/lang/String;

.field private final uid:I

.method public constructor <init>(ILjava/lang/String;)V
    .registers 4
    const-string v0, "tool"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 37
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput p1, p0, Lcom/example/r35k2/Sessions$Grant;->uid:I
    iput-object p2, p0, Lcom/example/r35k2/Sessions$Grant;->tool:Ljava/lang/String;
    return-void
.end method

.method public final getTool()Ljava/lang/String;
    .registers 2
    .line 37
    iget-object v0, p0, Lcom/example/r35k2/Sessions$Grant;->tool:Ljava/lang/String;
    return-object v0
.end method

.method public final getUid()I
    .registers 2
    .line 37
    iget v0, p0, Lcom/example/r35k2/Sessions$Grant;->uid:I
    return v0
.end method
