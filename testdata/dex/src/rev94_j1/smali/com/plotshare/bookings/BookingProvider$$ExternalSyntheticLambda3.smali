.class public final synthetic Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/google/common/base/Function;


# static fields
.field public static final synthetic INSTANCE:Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda3;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 2

    check-cast p1, Ljava/lang/String;

    invoke-static {p1}, Lcom/plotshare/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
