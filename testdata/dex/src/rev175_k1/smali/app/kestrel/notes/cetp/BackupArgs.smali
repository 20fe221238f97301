.class public final Lapp/kestrel/notes/cetp/BackupArgs;
.super Ljava/lang/Object;
.source "ReminderTools.kt"


# instance fields
.field private final includeDone:Z


# direct methods
.method public constructor <init>(Z)V
    .registers 2

    .line 67
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-boolean p1, p0, Lapp/kestrel/notes/cetp/BackupArgs;->includeDone:Z

    return-void
.end method


# virtual methods
.method public final getIncludeDone()Z
    .registers 2

    .line 67
    iget-boolean v0, p0, Lapp/kestrel/notes/cetp/BackupArgs;->includeDone:Z

    return v0
.end method
