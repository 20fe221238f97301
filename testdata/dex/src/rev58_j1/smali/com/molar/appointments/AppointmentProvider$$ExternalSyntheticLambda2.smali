.class public final synthetic Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/util/concurrent/Callable;


# instance fields
.field public final synthetic f$0:Lcom/molar/appointments/ChartService;

.field public final synthetic f$1:Landroid/content/Context;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:I


# direct methods
.method public synthetic constructor <init>(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;I)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$0:Lcom/molar/appointments/ChartService;

    iput-object p2, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$1:Landroid/content/Context;

    iput-object p3, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    iput p4, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$3:I

    return-void
.end method


# virtual methods
.method public final call()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$0:Lcom/molar/appointments/ChartService;

    iget-object v1, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$1:Landroid/content/Context;

    iget-object v2, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$2:Ljava/lang/String;

    iget v3, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda2;->f$3:I

    invoke-static {v0, v1, v2, v3}, Lcom/molar/appointments/AppointmentProvider;->lambda$nextSlot$1(Lcom/molar/appointments/ChartService;Landroid/content/Context;Ljava/lang/String;I)Ljava/lang/String;

    move-result-object v0

    return-object v0
.end method
