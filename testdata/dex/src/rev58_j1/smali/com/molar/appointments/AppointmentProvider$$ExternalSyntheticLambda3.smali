.class public final synthetic Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lio/reactivex/functions/Function;


# static fields
.field public static final synthetic INSTANCE:Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;


# direct methods
.method static synthetic constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;

    invoke-direct {v0}, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;-><init>()V

    sput-object v0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;->INSTANCE:Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda3;

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

    invoke-static {p1}, Lcom/molar/core/Replies;->ok(Ljava/lang/String;)Landroid/os/Bundle;

    move-result-object p1

    return-object p1
.end method
