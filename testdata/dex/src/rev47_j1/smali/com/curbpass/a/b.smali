.class public interface abstract Lcom/curbpass/a/b;
.super Ljava/lang/Object;
.source "SourceFile"


# direct methods
.method public static a(Landroid/content/Context;I)Lcom/curbpass/a/b;
    .registers 4

    .line 14
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object p0

    invoke-virtual {p0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object p0

    .line 15
    if-eqz p0, :cond_1

    array-length v0, p0

    const/4 v1, 0x1

    if-eq v0, v1, :cond_0

    goto :goto_0

    .line 18
    :cond_0
    new-instance v0, Lcom/curbpass/a/c;

    const/4 v1, 0x0

    aget-object p0, p0, v1

    invoke-direct {v0, p1, p0}, Lcom/curbpass/a/c;-><init>(ILjava/lang/String;)V

    return-object v0

    .line 16
    :cond_1
    :goto_0
    new-instance v0, Lcom/curbpass/a/d;

    if-nez p0, :cond_2

    const/4 p0, 0x0

    new-array p0, p0, [Ljava/lang/String;

    :cond_2
    invoke-direct {v0, p1, p0}, Lcom/curbpass/a/d;-><init>(I[Ljava/lang/String;)V

    return-object v0
.end method


# virtual methods
.method public abstract a()I
.end method
