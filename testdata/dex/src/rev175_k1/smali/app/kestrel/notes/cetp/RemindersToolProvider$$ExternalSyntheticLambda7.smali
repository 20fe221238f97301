.class public final synthetic Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lkotlin/jvm/functions/Function0;


# instance fields
.field public final synthetic f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

.field public final synthetic f$1:Ljava/lang/String;

.field public final synthetic f$2:Lapp/kestrel/notes/cetp/BackupArgs;


# direct methods
.method public synthetic constructor <init>(Lapp/kestrel/notes/cetp/RemindersToolProvider;Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)V
    .registers 4

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;->f$1:Ljava/lang/String;

    iput-object p3, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;->f$2:Lapp/kestrel/notes/cetp/BackupArgs;

    return-void
.end method


# virtual methods
.method public final invoke()Ljava/lang/Object;
    .registers 4

    iget-object v0, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;->f$0:Lapp/kestrel/notes/cetp/RemindersToolProvider;

    iget-object v1, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;->f$1:Ljava/lang/String;

    iget-object v2, p0, Lapp/kestrel/notes/cetp/RemindersToolProvider$$ExternalSyntheticLambda7;->f$2:Lapp/kestrel/notes/cetp/BackupArgs;

    invoke-static {v0, v1, v2}, Lapp/kestrel/notes/cetp/RemindersToolProvider;->startBackup$lambda$1$0(Lapp/kestrel/notes/cetp/RemindersToolProvider;Ljava/lang/String;Lapp/kestrel/notes/cetp/BackupArgs;)Lkotlin/Unit;

    move-result-object v0

    return-object v0
.end method
