.class public final Lcom/marginalia/notes/core/ClearReminders;
.super Ljava/lang/Object;
.source "ReminderUseCases.kt"


# instance fields
.field private final repo:Lcom/marginalia/notes/core/ReminderRepo;


# direct methods
.method public constructor <init>(Lcom/marginalia/notes/core/ReminderRepo;)V
    .registers 3

    const-string v0, "repo"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 33
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lcom/marginalia/notes/core/ClearReminders;->repo:Lcom/marginalia/notes/core/ReminderRepo;

    return-void
.end method


# virtual methods
.method public final invoke(JZ)Ljava/lang/Integer;
    .registers 5

    .line 35
    if-nez p3, :cond_0

    const/4 v0, 0x0

    return-object v0

    .line 36
    :cond_0
    iget-object v0, p0, Lcom/marginalia/notes/core/ClearReminders;->repo:Lcom/marginalia/notes/core/ReminderRepo;

    invoke-virtual {v0, p1, p2}, Lcom/marginalia/notes/core/ReminderRepo;->clear(J)I

    move-result v0

    invoke-static {v0}, Ljava/lang/Integer;->valueOf(I)Ljava/lang/Integer;

    move-result-object v0

    return-object v0
.end method
