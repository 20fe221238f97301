.class public final Lcom/marginalia/notes/core/ReminderSort;
.super Ljava/lang/Object;
.source "ReminderUseCases.kt"


# static fields
.field public static final INSTANCE:Lcom/marginalia/notes/core/ReminderSort;


# direct methods
.method static constructor <clinit>()V
    .registers 1

    new-instance v0, Lcom/marginalia/notes/core/ReminderSort;

    invoke-direct {v0}, Lcom/marginalia/notes/core/ReminderSort;-><init>()V

    sput-object v0, Lcom/marginalia/notes/core/ReminderSort;->INSTANCE:Lcom/marginalia/notes/core/ReminderSort;

    return-void
.end method

.method private constructor <init>()V
    .registers 1

    .line 6
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final column(Ljava/lang/String;)Ljava/lang/String;
    .registers 5

    const-string v1, "key"

    invoke-static {p1, v1}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 7
    move-object v2, p1

    .line 8
    const-string v1, "title"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_0

    const-string v0, "title COLLATE NOCASE"

    goto :goto_0

    .line 9
    :cond_0
    const-string v1, "created"

    invoke-static {v2, v1}, Lkotlin/jvm/internal/Intrinsics;->areEqual(Ljava/lang/Object;Ljava/lang/Object;)Z

    move-result v0

    if-eqz v0, :cond_1

    const-string v0, "created_at DESC"

    goto :goto_0

    .line 10
    :cond_1
    const-string v0, "due_at"

    .line 11
    :goto_0
    return-object v0
.end method
