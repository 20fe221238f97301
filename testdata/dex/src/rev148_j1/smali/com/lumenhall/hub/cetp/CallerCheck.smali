.class public final Lcom/lumenhall/hub/cetp/CallerCheck;
.super Ljava/lang/Object;
.source "CallerCheck.java"


# static fields
.field private static final ASSISTANT_CERT_SHA256:Ljava/lang/String; = "3b7f0c22d91a64e8b5f03c9e7d2a1146c08f5be2a97d3e61f4c2b8a05d19e7c3"


# instance fields
.field private final assistantCert:[B

.field private final packageManager:Landroid/content/pm/PackageManager;


# direct methods
.method public constructor <init>(Landroid/content/pm/PackageManager;)V
    .registers 3

    .line 15
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 16
    iput-object p1, p0, Lcom/lumenhall/hub/cetp/CallerCheck;->packageManager:Landroid/content/pm/PackageManager;

    .line 17
    const-string v0, "3b7f0c22d91a64e8b5f03c9e7d2a1146c08f5be2a97d3e61f4c2b8a05d19e7c3"

    invoke-static {v0}, Lcom/lumenhall/hub/cetp/Tokens;->unhex(Ljava/lang/String;)[B

    move-result-object v0

    iput-object v0, p0, Lcom/lumenhall/hub/cetp/CallerCheck;->assistantCert:[B

    .line 18
    return-void
.end method


# virtual methods
.method public allowed(I)Z
    .registers 11

    .line 21
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-ge v0, v1, :cond_0

    .line 23
    const/4 v0, 0x0

    return v0

    .line 25
    :cond_0
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/CallerCheck;->packageManager:Landroid/content/pm/PackageManager;

    invoke-virtual {v0, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 26
    if-eqz v4, :cond_1

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_2

    .line 28
    :cond_1
    const/4 v0, 0x0

    return v0

    .line 30
    :cond_2
    move-object v5, v4

    array-length v6, v5

    const/4 v7, 0x0

    :goto_0
    if-ge v7, v6, :cond_4

    aget-object v8, v5, v7

    .line 31
    iget-object v0, p0, Lcom/lumenhall/hub/cetp/CallerCheck;->packageManager:Landroid/content/pm/PackageManager;

    iget-object v2, p0, Lcom/lumenhall/hub/cetp/CallerCheck;->assistantCert:[B

    const/4 v3, 0x1

    invoke-virtual {v0, v8, v2, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-nez v0, :cond_3

    .line 33
    const/4 v0, 0x0

    return v0

    .line 30
    :cond_3
    add-int/lit8 v7, v7, 0x1

    goto :goto_0

    .line 36
    :cond_4
    const/4 v0, 0x1

    return v0
.end method
