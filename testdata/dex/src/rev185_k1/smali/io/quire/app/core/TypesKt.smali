.class public final Lio/quire/app/core/TypesKt;
.super Ljava/lang/Object;
.source "Types.kt"


# static fields
.field private static final APP:Ljava/lang/String;

.field private static final VAULT:Ljava/lang/String;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    .line 59
    const-string v0, "io.quire.app"

    invoke-static {v0}, Lio/quire/app/core/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sput-object v0, Lio/quire/app/core/TypesKt;->APP:Ljava/lang/String;

    .line 60
    const-string v0, "io.quire.vault"

    invoke-static {v0}, Lio/quire/app/core/PackageName;->constructor-impl(Ljava/lang/String;)Ljava/lang/String;

    move-result-object v0

    sput-object v0, Lio/quire/app/core/TypesKt;->VAULT:Ljava/lang/String;

    return-void
.end method

.method public static final ancestors(Ljava/io/File;)Lkotlin/sequences/Sequence;
    .registers 3

    const-string v1, "<this>"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    sget-object v1, Lio/quire/app/core/TypesKt$$ExternalSyntheticLambda0;->INSTANCE:Lio/quire/app/core/TypesKt$$ExternalSyntheticLambda0;

    invoke-static {p0, v1}, Lkotlin/sequences/SequencesKt;->generateSequence(Ljava/lang/Object;Lkotlin/jvm/functions/Function1;)Lkotlin/sequences/Sequence;

    move-result-object v0

    return-object v0
.end method

.method public static final ancestors$lambda$0(Ljava/io/File;)Ljava/io/File;
    .registers 3

    const-string v1, "it"

    invoke-static {p0, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 56
    invoke-virtual {p0}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v0

    return-object v0
.end method

.method public static final getAPP()Ljava/lang/String;
    .registers 1

    .line 59
    sget-object v0, Lio/quire/app/core/TypesKt;->APP:Ljava/lang/String;

    return-object v0
.end method

.method public static final getVAULT()Ljava/lang/String;
    .registers 1

    .line 60
    sget-object v0, Lio/quire/app/core/TypesKt;->VAULT:Ljava/lang/String;

    return-object v0
.end method

.method public static final isWithin(Ljava/io/File;Ljava/io/File;)Z
    .registers 6

    const-string v1, "root"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 51
    :goto_0
    if-nez p0, :cond_0

    const/4 v0, 0x0

    goto :goto_1

    .line 52
    :cond_0
    invoke-static {p0, p1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const/4 v0, 0x1

    goto :goto_1

    .line 53
    :cond_1
    invoke-virtual {p0}, Ljava/io/File;->getParentFile()Ljava/io/File;

    move-result-object v2

    move-object v3, p1

    move-object p0, v2

    move-object p1, v3

    goto :goto_0

    .line 54
    :goto_1
    return v0
.end method
