.class public final synthetic Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/android/volley/Response$ErrorListener;


# static fields
.field public static final synthetic INSTANCE:Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final onErrorResponse(Lcom/android/volley/VolleyError;)V
    .registers 2

    invoke-static {p1}, Lcom/plotshare/bookings/BookingProvider;->lambda$cancel$1(Lcom/android/volley/VolleyError;)V

    return-void
.end method
