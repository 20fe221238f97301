.class public Lkotlin/jvm/internal/Intrinsics;
.super Ljava/lang/Object;
.source "Intrinsics.java"

# The part of the Kotlin standard library's Intrinsics that kotlinc's null
# checks and == call, bundled in the APK's second dex as a debug build
# ships it (no R8).

.method private constructor <init>()V
    .registers 1
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V
    return-void
.end method

.method public static areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z
    .registers 3
    .line 169
    if-nez p0, :cond_1
    if-nez p1, :cond_0
    const/4 v0, 0x1
    goto :goto_0
    :cond_0
    const/4 v0, 0x0
    :goto_0
    return v0
    :cond_1
    invoke-virtual {p0, p1}, Ljava/lang/Object;->equals(Ljava/lang/Object;)Z
    move-result v0
    return v0
.end method

.method public static checkNotNull(Ljava/lang/Object;)V
    .registers 1
    .line 35
    if-nez p0, :cond_0
    invoke-static {}, Lkotlin/jvm/internal/Intrinsics;->throwJavaNpe()V
    :cond_0
    return-void
.end method

.method public static checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    .registers 4
    .line 116
    if-nez p0, :cond_0
    new-instance v0, Ljava/lang/NullPointerException;
    new-instance v1, Ljava/lang/StringBuilder;
    invoke-direct {v1}, Ljava/lang/StringBuilder;-><init>()V
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    const-string p1, " must not be null"
    invoke-virtual {v1, p1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;
    move-result-object v1
    invoke-virtual {v1}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;
    move-result-object v1
    invoke-direct {v0, v1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_0
    return-void
.end method

.method public static checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .registers 3
    .line 130
    if-nez p0, :cond_0
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0, p1}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw v0
    :cond_0
    return-void
.end method

.method public static throwJavaNpe()V
    .registers 1
    .line 56
    new-instance v0, Ljava/lang/NullPointerException;
    invoke-direct {v0}, Ljava/lang/NullPointerException;-><init>()V
    throw v0
.end method
