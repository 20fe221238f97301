.class public final synthetic Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Ljava/lang/Runnable;


# instance fields
.field public final synthetic f$0:Lcom/tidewell/home/RemindersToolProvider;

.field public final synthetic f$1:Lcom/tidewell/home/Reminder;

.field public final synthetic f$2:Landroid/content/Context;

.field public final synthetic f$3:Lcom/tidewell/home/Handoff;


# direct methods
.method public synthetic constructor <init>(Lcom/tidewell/home/RemindersToolProvider;Lcom/tidewell/home/Reminder;Landroid/content/Context;Lcom/tidewell/home/Handoff;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidewell/home/RemindersToolProvider;

    iput-object p2, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tidewell/home/Reminder;

    iput-object p3, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$2:Landroid/content/Context;

    iput-object p4, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$3:Lcom/tidewell/home/Handoff;

    return-void
.end method


# virtual methods
.method public final run()V
    .registers 5

    iget-object v0, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$0:Lcom/tidewell/home/RemindersToolProvider;

    iget-object v1, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$1:Lcom/tidewell/home/Reminder;

    iget-object v2, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$2:Landroid/content/Context;

    iget-object v3, p0, Lcom/tidewell/home/RemindersToolProvider$$ExternalSyntheticLambda0;->f$3:Lcom/tidewell/home/Handoff;

    invoke-static {v0, v1, v2, v3}, Lcom/tidewell/home/RemindersToolProvider;->setReminder$lambda$0(Lcom/tidewell/home/RemindersToolProvider;Lcom/tidewell/home/Reminder;Landroid/content/Context;Lcom/tidewell/home/Handoff;)V

    return-void
.end method
