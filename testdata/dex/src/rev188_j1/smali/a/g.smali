.class public final La/g;
.super Ljava/lang/Object;
.source "g.java"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 20
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 21
    return-void
.end method

.method public static a(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 9

    .line 81
    new-instance v0, Landroid/content/Intent;

    const-string v2, "com.quillstone.fieldbook.action.REVIEW"

    invoke-direct {v0, v2}, Landroid/content/Intent;-><init>(Ljava/lang/String;)V

    new-instance v1, Landroid/content/ComponentName;

    const-class v4, Lcom/quillstone/fieldbook/ui/ReviewActivity;

    invoke-direct {v1, p0, v4}, Landroid/content/ComponentName;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 82
    invoke-virtual {v0, v1}, Landroid/content/Intent;->setComponent(Landroid/content/ComponentName;)Landroid/content/Intent;

    move-result-object v5

    .line 83
    const-string v1, "t"

    invoke-virtual {v5, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 84
    const/high16 v3, 0xc000000

    invoke-static {p0, p2, v5, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static a(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;
    .registers 12

    .line 25
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v3

    .line 26
    invoke-virtual {v3, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v4

    .line 27
    if-eqz v4, :cond_0

    array-length v0, v4

    const/4 v1, 0x1

    if-eq v0, v1, :cond_1

    .line 28
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 30
    :cond_1
    const/4 v1, 0x0

    aget-object v5, v4, v1

    .line 31
    invoke-static {p0}, La/f;->a(Landroid/content/Context;)La/f;

    move-result-object v0

    invoke-virtual {v0, p2, v5}, La/f;->a(Ljava/lang/String;Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v6

    .line 32
    if-nez v6, :cond_2

    .line 33
    const/4 v0, 0x0

    return-object v0

    .line 36
    :cond_2
    const/16 v2, 0x40

    :try_start_0
    invoke-virtual {v3, v5, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v7

    .line 37
    iget-object v8, v7, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 38
    if-eqz v8, :cond_3

    array-length v0, v8

    const/4 v1, 0x1

    if-eq v0, v1, :cond_4

    .line 39
    :cond_3
    const/4 v0, 0x0

    return-object v0

    .line 41
    :cond_4
    const/4 v1, 0x0

    aget-object v0, v6, v1

    const/4 v2, 0x0

    aget-object v1, v8, v2

    invoke-virtual {v1}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, La/a;->b([B)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_5

    move-object v0, v5

    goto :goto_0

    :cond_5
    const/4 v0, 0x0

    :goto_0
    return-object v0

    :catch_0
    move-exception v7

    .line 43
    const/4 v0, 0x0

    return-object v0
.end method

.method public static a(Ljava/lang/String;ILjava/lang/String;Ljava/lang/String;Ljava/lang/String;)V
    .registers 13

    .line 96
    const-string v0, "Fieldbook"

    move-object v1, p0

    move v2, p1

    move-object v3, p2

    if-nez p3, :cond_0

    const-string v4, ""

    goto :goto_0

    :cond_0
    new-instance v4, Ljava/lang/StringBuilder;

    invoke-direct {v4}, Ljava/lang/StringBuilder;-><init>()V

    const-string v5, " "

    invoke-virtual {v4, v5}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4, p3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v4

    invoke-virtual {v4}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v4

    :goto_0
    new-instance v6, Ljava/lang/StringBuilder;

    invoke-direct {v6}, Ljava/lang/StringBuilder;-><init>()V

    invoke-virtual {v6, v1}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " uid="

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v2}, Ljava/lang/StringBuilder;->append(I)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v3}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, v4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    const-string v7, " -> "

    invoke-virtual {v6, v7}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6, p4}, Ljava/lang/StringBuilder;->append(Ljava/lang/String;)Ljava/lang/StringBuilder;

    move-result-object v6

    invoke-virtual {v6}, Ljava/lang/StringBuilder;->toString()Ljava/lang/String;

    move-result-object v6

    move-object v1, v6

    invoke-static {v0, v1}, Landroid/util/Log;->i(Ljava/lang/String;Ljava/lang/String;)I

    .line 98
    return-void
.end method

.method public static b(Landroid/content/Context;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 7

    .line 89
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0}, Landroid/content/Intent;-><init>()V

    const-string v1, "com.quillstone.fieldbook.action.REVIEW"

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setAction(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v0

    .line 90
    invoke-virtual {p0}, Landroid/content/Context;->getPackageName()Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Landroid/content/Intent;->setPackage(Ljava/lang/String;)Landroid/content/Intent;

    move-result-object v3

    .line 91
    const-string v1, "t"

    invoke-virtual {v3, v1, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 92
    const/high16 v2, 0xc000000

    invoke-static {p0, p2, v3, v2}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public static b(Landroid/content/Context;ILjava/lang/String;)Ljava/lang/String;
    .registers 15

    .line 49
    invoke-virtual {p0}, Landroid/content/Context;->getPackageManager()Landroid/content/pm/PackageManager;

    move-result-object v5

    .line 50
    invoke-virtual {v5, p1}, Landroid/content/pm/PackageManager;->getPackagesForUid(I)[Ljava/lang/String;

    move-result-object v6

    .line 51
    if-eqz v6, :cond_0

    array-length v0, v6

    if-nez v0, :cond_1

    .line 52
    :cond_0
    const/4 v0, 0x0

    return-object v0

    .line 54
    :cond_1
    const/4 v1, 0x0

    aget-object v7, v6, v1

    .line 55
    invoke-static {p0}, La/f;->a(Landroid/content/Context;)La/f;

    move-result-object v0

    invoke-virtual {v0, p2, v7}, La/f;->a(Ljava/lang/String;Ljava/lang/String;)[Ljava/lang/String;

    move-result-object v8

    .line 56
    if-nez v8, :cond_2

    .line 57
    const/4 v0, 0x0

    return-object v0

    .line 59
    :cond_2
    sget v0, Landroid/os/Build$VERSION;->SDK_INT:I

    const/16 v1, 0x1c

    if-lt v0, v1, :cond_5

    .line 60
    const/4 v1, 0x0

    aget-object v9, v8, v1

    .line 61
    invoke-virtual {v9}, Ljava/lang/String;->length()I

    move-result v0

    div-int/lit8 v0, v0, 0x2

    new-array v10, v0, [B

    .line 62
    const/4 v11, 0x0

    :goto_0
    array-length v1, v10

    if-ge v11, v1, :cond_3

    .line 63
    mul-int/lit8 v3, v11, 0x2

    mul-int/lit8 v4, v11, 0x2

    add-int/lit8 v4, v4, 0x2

    invoke-virtual {v9, v3, v4}, Ljava/lang/String;->substring(II)Ljava/lang/String;

    move-result-object v2

    const/16 v3, 0x10

    invoke-static {v2, v3}, Ljava/lang/Integer;->parseInt(Ljava/lang/String;I)I

    move-result v2

    int-to-byte v2, v2

    aput-byte v2, v10, v11

    .line 62
    add-int/lit8 v11, v11, 0x1

    goto :goto_0

    .line 65
    :cond_3
    const/4 v3, 0x1

    invoke-virtual {v5, v7, v10, v3}, Landroid/content/pm/PackageManager;->hasSigningCertificate(Ljava/lang/String;[BI)Z

    move-result v0

    if-eqz v0, :cond_4

    move-object v0, v7

    goto :goto_1

    :cond_4
    const/4 v0, 0x0

    :goto_1
    return-object v0

    .line 68
    :cond_5
    const/16 v2, 0x40

    :try_start_0
    invoke-virtual {v5, v7, v2}, Landroid/content/pm/PackageManager;->getPackageInfo(Ljava/lang/String;I)Landroid/content/pm/PackageInfo;

    move-result-object v9

    .line 69
    iget-object v10, v9, Landroid/content/pm/PackageInfo;->signatures:[Landroid/content/pm/Signature;

    .line 70
    if-eqz v10, :cond_6

    array-length v0, v10

    const/4 v1, 0x1

    if-eq v0, v1, :cond_7

    .line 71
    :cond_6
    const/4 v0, 0x0

    return-object v0

    .line 73
    :cond_7
    const/4 v1, 0x0

    aget-object v0, v8, v1

    const/4 v2, 0x0

    aget-object v1, v10, v2

    invoke-virtual {v1}, Landroid/content/pm/Signature;->toByteArray()[B

    move-result-object v1

    invoke-static {v1}, La/a;->b([B)Ljava/lang/String;

    move-result-object v1

    invoke-virtual {v0, v1}, Ljava/lang/String;->equalsIgnoreCase(Ljava/lang/String;)Z
    :try_end_0
    .catch Landroid/content/pm/PackageManager$NameNotFoundException; {:try_start_0 .. :try_end_0} :catch_0

    move-result v0

    if-eqz v0, :cond_8

    move-object v0, v7

    goto :goto_2

    :cond_8
    const/4 v0, 0x0

    :goto_2
    return-object v0

    :catch_0
    move-exception v9

    .line 75
    const/4 v0, 0x0

    return-object v0
.end method
