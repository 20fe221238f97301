.class public final Lcom/example/dn/ReleaseArgs;
.super Ljava/lang/Object;
.source "KtTools.kt"

.field private final from:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;)V
    .registers 3
    const-string v0, "from"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 31
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    iput-object p1, p0, Lcom/example/dn/ReleaseArgs;->from:Ljava/lang/String;
    return-void
.end method

.method public final getFrom()Ljava/lang/String;
    .registers 2
    .line 31
    iget-object v0, p0, Lcom/example/dn/ReleaseArgs;->from:Ljava/lang/String;
    return-object v0
.end method
