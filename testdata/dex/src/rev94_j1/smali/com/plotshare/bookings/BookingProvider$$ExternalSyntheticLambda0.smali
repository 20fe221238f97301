.class public final synthetic Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/android/volley/Response$Listener;


# static fields
.field public static final synthetic INSTANCE:Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda0;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda0;

    invoke-direct {v0}, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda0;-><init>()V

    sput-object v0, Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda0;->INSTANCE:Lcom/plotshare/bookings/BookingProvider$$ExternalSyntheticLambda0;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final onResponse(Ljava/lang/Object;)V
    .registers 2

    check-cast p1, Ljava/lang/String;

    invoke-static {p1}, Lcom/plotshare/bookings/BookingProvider;->lambda$cancel$0(Ljava/lang/String;)V

    return-void
.end method
