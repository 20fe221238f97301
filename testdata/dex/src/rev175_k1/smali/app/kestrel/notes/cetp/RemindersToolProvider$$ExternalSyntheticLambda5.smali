.class public final synthetic Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

.field public final synthetic f$1:Lapp/kestrel/notes/cetp/BackupArgs;

.field public final synthetic f$2:I


# direct methods
.method public synthetic constructor <init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;Lapp/kestrel/notes/cetp/BackupArgs;I)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;->f$1:Lapp/kestrel/notes/cetp/BackupArgs;

    iput p3, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;->f$2:I

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    iget-object v1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;->f$1:Lapp/kestrel/notes/cetp/BackupArgs;

    iget v2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda5;->f$2:I

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->startBackup$lambda$0(Lapp/kestrel/notes/cetp/RemindersToolProvider;Lapp/kestrel/notes/cetp/BackupArgs;I)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
