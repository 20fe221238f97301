.class public final Lcom/example/dn/MoshiArgs;
.super Ljava/lang/Object;
.source "KtTools.kt"

.annotation runtime Lcom/squareup/moshi/JsonClass;
    generateAdapter = true
.end annotation

.field private final callingPackage:Ljava/lang/String;

.field private final who:Ljava/lang/String;

.method public constructor <init>(Ljava/lang/String;Ljava/lang/String;)V
    .registers 4
    .param p1    # Ljava/lang/String;
        .annotation runtime Lcom/squareup/moshi/Json;
            name = "caller_package"
        .end annotation
    .end param
    .param p2    # Ljava/lang/String;
        .annotation runtime Lcom/squareup/moshi/Json;
            name = "subject"
        .end annotation
    .end param
    const-string v0, "who"
    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    const-string v0, "callingPackage"
    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    .line 13
    iput-object p1, p0, Lcom/example/dn/MoshiArgs;->who:Ljava/lang/String;
    .line 14
    iput-object p2, p0, Lcom/example/dn/MoshiArgs;->callingPackage:Ljava/lang/String;
    return-void
.end method

.method public final getCallingPackage()Ljava/lang/String;
    .registers 2
    .line 14
    iget-object v0, p0, Lcom/example/dn/MoshiArgs;->callingPackage:Ljava/lang/String;
    return-object v0
.end method

.method public final getWho()Ljava/lang/String;
    .registers 2
    .line 13
    iget-object v0, p0, Lcom/example/dn/MoshiArgs;->who:Ljava/lang/String;
    return-object v0
.end method
