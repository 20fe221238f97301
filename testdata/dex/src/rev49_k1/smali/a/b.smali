.class public final La/b;
.super Ljava/lang/Object;
.source "SourceFile"


# direct methods
.method public static final a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;I)Landroid/app/PendingIntent;
    .registers 6

    .line 12
    new-instance v0, Landroid/content/Intent;

    invoke-direct {v0, p0, p2}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    const-string p2, "tool"

    invoke-virtual {v0, p2, p1}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    move-result-object p2

    .line 13
    invoke-virtual {p1}, Ljava/lang/String;->hashCode()I

    move-result p1

    invoke-static {p0, p1, p2, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object p0

    return-object p0
.end method

.method public static synthetic b(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;IILjava/lang/Object;)Landroid/app/PendingIntent;
    .registers 6

    and-int/lit8 p4, p4, 0x4

    if-eqz p4, :cond_flags

    .line 10
    const/high16 p3, 0x8000000

    .line 7
    :cond_flags
    invoke-static {p0, p1, p2, p3}, La/b;->a(Landroid/content/Context;Ljava/lang/String;Ljava/lang/Class;I)Landroid/app/PendingIntent;

    move-result-object p0

    return-object p0
.end method
