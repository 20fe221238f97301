.class public final Lapp/kestrel/notes/cetp/NewReminder;
.super Ljava/lang/Object;
.source "ReminderTools.kt"


# instance fields
.field private final dueAt:J

.field private final linkPackage:Ljava/lang/String;

.field private final text:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;JLjava/lang/String;)V
    .registers 6

    const-string v0, "text"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 23
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/NewReminder;->text:Ljava/lang/String;

    iput-wide p2, p0, Lapp/kestrel/notes/cetp/NewReminder;->dueAt:J

    iput-object p4, p0, Lapp/kestrel/notes/cetp/NewReminder;->linkPackage:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getDueAt()J
    .registers 3

    .line 23
    iget-wide v0, p0, Lapp/kestrel/notes/cetp/NewReminder;->dueAt:J

    return-wide v0
.end method

.method public final getLinkPackage()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NewReminder;->linkPackage:Ljava/lang/String;

    return-object v0
.end method

.method public final getText()Ljava/lang/String;
    .registers 2

    .line 23
    iget-object v0, p0, Lapp/kestrel/notes/cetp/NewReminder;->text:Ljava/lang/String;

    return-object v0
.end method
