.class public final Lcom/tutortime/Screen$BookSlot;
.super Lcom/tutortime/Screen;
.source "Screen.kt"

.field public static final INSTANCE:Lcom/tutortime/Screen$BookSlot;

.method private constructor <init>()V
    .registers 2
    .line 10
    const/4 v0, 0x0
    invoke-direct {v1, v0}, Lcom/tutortime/Screen;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    return-void
.end method

.method public pendingIntent(Landroid/content/Context;)Landroid/app/PendingIntent;
    .registers 7
    const-string v1, "ctx"
    invoke-static {v6, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V
    .line 12
    const/4 v1, 0x1
    new-instance v2, Landroid/content/Intent;
    const-class v4, Lcom/tutortime/ConfirmBookingActivity;
    invoke-direct {v2, v6, v4}, Landroid/content/Intent;-><init>(Landroid/content/Context;Ljava/lang/Class;)V
    const/high16 v3, 0x8000000
    invoke-static {v6, v1, v2, v3}, Landroid/app/PendingIntent;->getActivity(Landroid/content/Context;ILandroid/content/Intent;I)Landroid/app/PendingIntent;
    move-result-object v0
    const-string v2, "getActivity(...)"
    invoke-static {v0, v2}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullExpressionValue(Ljava/lang/Object;Ljava/lang/String;)V
    return-object v0
.end method

.method public toString()Ljava/lang/String;
    .registers 2
    const-string v0, "BookSlot"
    return-object v0
.end method

.method public hashCode()I
    .registers 2
    const v0, -0x5069834f
    return v0
.end method

.method public equals(Ljava/lang/Object;)Z
    .registers 3
    if-ne v1, v2, :L7
    const/4 v0, 0x1
    return v0
    :L7
    instance-of v0, v2, Lcom/tutortime/Screen$BookSlot;
    if-nez v0, :L16
    const/4 v0, 0x0
    return v0
    :L16
    check-cast v2, Lcom/tutortime/Screen$BookSlot;
    const/4 v0, 0x1
    return v0
.end method

.method static constructor <clinit>()V
    .registers 1
    new-instance v0, Lcom/tutortime/Screen$BookSlot;
    invoke-direct {v0}, Lcom/tutortime/Screen$BookSlot;-><init>()V
    sput-object v0, Lcom/tutortime/Screen$BookSlot;->INSTANCE:Lcom/tutortime/Screen$BookSlot;
    return-void
.end method

