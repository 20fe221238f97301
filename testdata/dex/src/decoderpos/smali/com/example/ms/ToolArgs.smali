.class public final Lcom/example/ms/ToolArgs;
.super Ljava/lang/Object;
.source "ToolArgs.kt"

.field private final callingPackage:Ljava/lang/String;

.field private final who:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    const-string v0, "who"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "callingPackage"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 7
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 8
    iput-object p1, p0, Lcom/example/ms/ToolArgs;->who:Ljava/lang/String;
    .line 9
    iput-object p2, p0, Lcom/example/ms/ToolArgs;->callingPackage:Ljava/lang/String;
    return-void
.end method

.method public final getCallingPackage()Ljava/lang/String;
    .registers 2
    .line 9
    iget-object v0, p0, Lcom/example/ms/ToolArgs;->callingPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final getWho()Ljava/lang/String;
    .registers 2
    .line 8
    iget-object v0, p0, Lcom/example/ms/ToolArgs;->who:Ljava/lang/String;
    return-object v0
.end method
