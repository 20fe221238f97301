.class public final synthetic Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Landroid/content/Context;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:I

.field public final synthetic f$4:Ljava/util/concurrent/CountDownLatch;


# direct methods
.method public synthetic constructor <init>(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILjava/util/concurrent/CountDownLatch;)V
    .registers 6

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$0:Landroid/content/Context;

    iput-object p2, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$2:Ljava/lang/String;

    iput p4, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$3:I

    iput-object p5, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$4:Ljava/util/concurrent/CountDownLatch;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 6

    iget-object v0, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$0:Landroid/content/Context;

    iget-object v1, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$2:Ljava/lang/String;

    iget v3, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$3:I

    iget-object v4, p0, Lcom/molar/appointments/AppointmentProvider$$ExternalSyntheticLambda4;->f$4:Ljava/util/concurrent/CountDownLatch;

    invoke-static {v0, v1, v2, v3, v4}, Lcom/molar/appointments/AppointmentProvider;->lambda$remindPatient$2(Landroid/content/Context;Ljava/lang/String;Ljava/lang/String;ILjava/util/concurrent/CountDownLatch;)V

    return-void
.end method
