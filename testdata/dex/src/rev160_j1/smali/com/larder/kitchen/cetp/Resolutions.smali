.class public final Lcom/larder/kitchen/cetp/Resolutions;
.super Ljava/lang/Object;
.source "Resolutions.java"


# static fields
.field public static final EXTRA_TOKEN:Ljava/lang/String; = "com.larder.kitchen.extra.TOKEN"

.field public static final EXTRA_TOOL:Ljava/lang/String; = "com.larder.kitchen.extra.TOOL"


# direct methods
.method private constructor <init>()V
    .registers 1

    .line 13
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 14
    return-void
.end method

.method private static build(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;I)Landroid/app/PendingIntent;
    .registers 10

    .line 27
    const-class v1, Lcom/larder/kitchen/cetp/Tool;

    invoke-virtual {p1, v1}, Ljava/lang/reflect/Method;->getAnnotation(Ljava/lang/Class;)Ljava/lang/annotation/Annotation;

    move-result-object v0

    check-cast v0, Lcom/larder/kitchen/cetp/Tool;

    move-object v4, v0

    .line 28
    new-instance v5, Landroid/content/Intent;

    invoke-interface {v4}, Lcom/larder/kitchen/cetp/Tool;->screen()Ljava/lang/Class;

    move-result-object v3

    invoke-direct {v5, p0, v3}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V

    .line 29
    const-string v1, "com.larder.kitchen.extra.TOKEN"

    invoke-virtual {v5, v1, p2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 30
    invoke-interface {v4}, Lcom/larder/kitchen/cetp/Tool;->name()Ljava/lang/String;

    move-result-object v2

    const-string v1, "com.larder.kitchen.extra.TOOL"

    invoke-virtual {v5, v1, v2}, Landroid/content/Intent;->putExtra(Ljava/lang/String;Ljava/lang/String;)Landroid/content/Intent;

    .line 31
    invoke-virtual {p2}, Ljava/lang/String;->hashCode()I

    move-result v1

    invoke-static {p0, v1, v5, p3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method static confirm(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5

    .line 18
    const/high16 v1, 0xc000000

    invoke-static {p0, p1, p2, v1}, Lcom/larder/kitchen/cetp/Resolutions;->build(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method static picker(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5

    .line 23
    const/high16 v1, 0xa000000

    invoke-static {p0, p1, p2, v1}, Lcom/larder/kitchen/cetp/Resolutions;->build(Landroid/content/Context;Ljava/lang/reflect/Method;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
