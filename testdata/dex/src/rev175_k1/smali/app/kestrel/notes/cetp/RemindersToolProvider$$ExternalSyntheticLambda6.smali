.class public final synthetic Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

.field public final synthetic f$1:I

.field public final synthetic f$2:Ljava/lang/String;

.field public final synthetic f$3:Lapp/kestrel/notes/cetp/BackupArgs;


# direct methods
.method public synthetic constructor <init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;ILjava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)V
    .registers 5

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    iput p2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$1:I

    iput-object p3, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$2:Ljava/lang/String;

    iput-object p4, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$3:Lapp/kestrel/notes/cetp/BackupArgs;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 5

    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    iget v1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$1:I

    iget-object v2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$2:Ljava/lang/String;

    iget-object v3, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda6;->f$3:Lapp/kestrel/notes/cetp/BackupArgs;

    invoke-static {v0, v1, v2, v3}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->startBackup$lambda$1(Lapp/kestrel/notes/cetp/RemindersToolProvider;ILjava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)Lorg/json/JSONObject;

    move-result-object v0

    return-object v0
.end method
