.class public final synthetic Lcom/starslot/booking/BookingProvider$$ExternalSyntheticLambda1;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/function/Supplier;


# static fields
.field public static final synthetic INSTANCE:Lcom/starslot/booking/BookingProvider$$ExternalSyntheticLambda1;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/starslot/booking/BookingProvider$$ExternalSyntheticLambda1;

    invoke-direct {v0}, Lcom/starslot/booking/BookingProvider$$ExternalSyntheticLambda1;-><init>()V

    sput-object v0, Lcom/starslot/booking/BookingProvider$$ExternalSyntheticLambda1;->INSTANCE:Lcom/starslot/booking/BookingProvider$$ExternalSyntheticLambda1;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final get()Ljava/lang/Object;
    .registers 2

    invoke-static {}, Lcom/starslot/booking/BookingProvider;->lambda$tool_cancel$0()Ljava/lang/IllegalArgumentException;

    move-result-object v0

    return-object v0
.end method
