.class public final Lcom/fernhill/lend/HoldScreens;
.super Ljava/lang/Object;
.source "HoldScreens.java"

# interfaces
.implements Lcom/fernhill/lend/ScreenPolicy;


# instance fields
.field private final context:Landroid/content/Context;


# direct methods
.method public constructor <init>(Landroid/content/Context;)V
    .registers 2

    .line 10
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    .line 11
    iput-object p1, p0, Lcom/fernhill/lend/HoldScreens;->context:Landroid/content/Context;

    .line 12
    return-void
.end method


# virtual methods
.method public authorize(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 5

    .line 22
    iget-object v0, p0, Lcom/fernhill/lend/HoldScreens;->context:Landroid/content/Context;

    sget-object v1, Lcom/fernhill/lend/Screens;->CARD_LINK:Landroid/content/ComponentName;

    invoke-static {v0, v1, p1, p2}, Lcom/fernhill/lend/Resolutions;->openComponent(Landroid/content/Context;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method

.method public confirm(Ljava/lang/String;Ljava/lang/String;)Landroid/app/PendingIntent;
    .registers 6

    .line 16
    iget-object v0, p0, Lcom/fernhill/lend/HoldScreens;->context:Landroid/content/Context;

    const-class v1, Lcom/fernhill/lend/PayFineActivity;

    const/high16 v2, 0xc000000

    invoke-static {v0, v1, p1, p2, v2}, Lcom/fernhill/lend/Resolutions;->open(Landroid/content/Context;Ljava/lang/Class;Ljava/lang/String;Ljava/lang/String;I)Landroid/app/PendingIntent;

    move-result-object v0

    return-object v0
.end method
