.class public final Ldagger/internal/Preconditions;
.super Ljava/lang/Object;
.source "Preconditions.java"

.method public static checkNotNullFromProvides(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2
    .line 60
    if-eqz p0, :cond_0
    .line 63
    return-object p0
    .line 61
    :cond_0
    new-instance p0, Ljava/lang/NullPointerException;
    const-string v0, "Cannot return null from a non-@Nullable @Provides method"
    invoke-direct {p0, v0}, Ljava/lang/NullPointerException;-><init>(Ljava/lang/String;)V
    throw p0
.end method
