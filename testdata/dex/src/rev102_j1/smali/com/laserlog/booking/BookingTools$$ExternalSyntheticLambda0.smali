.class public final synthetic Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/laserlog/core/Command;


# static fields
.field public static final synthetic INSTANCE:Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;->INSTANCE:Lcom/laserlog/booking/BookingTools$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final execute(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;
    .registers 4

    invoke-static {p1, p2}, Lcom/laserlog/booking/BookingTools;->reserve(Landroid/content/Context;Lorg/json/JSONObject;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
