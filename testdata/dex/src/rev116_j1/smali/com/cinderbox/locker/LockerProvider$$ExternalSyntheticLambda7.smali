.class public final synthetic Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"


# interfaces
.implements Ljava/util/function/BiConsumer;


# static fields
.field public static final synthetic INSTANCE:Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;

    invoke-direct {v0}, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;-><init>()V

    sput-object v0, Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;->INSTANCE:Lcom/cinderbox/locker/LockerProvider$$ExternalSyntheticLambda7;

    return-void
.end method

.method private synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final accept(Ljava/lang/Object;Ljava/lang/Object;)V
    .registers 3

    check-cast p1, Landroid/os/Bundle;

    check-cast p2, Ljava/lang/Throwable;

    invoke-static {p1, p2}, Lcom/cinderbox/locker/LockerProvider;->lambda$vaultStats$7(Landroid/os/Bundle;Ljava/lang/Throwable;)V

    return-void
.end method
