.class public final synthetic Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/rxjava3/functions/Function;


# static fields
.field public static final synthetic INSTANCE:Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/spokeshop/rentals/RentalProvider$$ExternalSyntheticLambda3;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final apply(Ljava/lang/Object;)Ljava/lang/Object;
    .registers 3

    check-cast p1, Ljava/lang/Throwable;

    invoke-static {p1}, Lcom/spokeshop/rentals/RentalProvider;->lambda$searchBikes$3(Ljava/lang/Throwable;)Landroid/os/Bundle;

    move-result-object v0

    return-object v0
.end method
