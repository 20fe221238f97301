.class public final Lapp/keelson/backup/cetp/Outcome$NeedsUser;
.super Ljava/lang/Object;
.source "Outcome.kt"

# interfaces
.implements Lapp/keelson/backup/cetp/Outcome;


# instance fields
.field private final code:Ljava/lang/String;

.field private final message:Ljava/lang/String;

.field private final screen:Landroid/content/ComponentName;

.field private final summary:Ljava/lang/String;

.field private final token:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;)V
    .registers 7

    const-string v0, "code"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "message"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "screen"

    invoke-static {p3, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "token"

    invoke-static {p4, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "summary"

    invoke-static {p5, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 30
    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    iput-object p1, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->code:Ljava/lang/String;

    iput-object p2, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->message:Ljava/lang/String;

    iput-object p3, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->screen:Landroid/content/ComponentName;

    iput-object p4, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->token:Ljava/lang/String;

    .line 31
    iput-object p5, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->summary:Ljava/lang/String;

    .line 30
    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 7

    invoke-direct/range {p0 .. p5}, Lapp/keelson/backup/cetp/Outcome$NeedsUser;-><init>(Ljava/lang/String;Ljava/lang/String;Landroid/content/ComponentName;Ljava/lang/String;Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getCode()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->code:Ljava/lang/String;

    return-object v0
.end method

.method public final getMessage()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->message:Ljava/lang/String;

    return-object v0
.end method

.method public final getScreen()Landroid/content/ComponentName;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->screen:Landroid/content/ComponentName;

    return-object v0
.end method

.method public final getSummary()Ljava/lang/String;
    .registers 2

    .line 31
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->summary:Ljava/lang/String;

    return-object v0
.end method

.method public final getToken-cCoZ3Bk()Ljava/lang/String;
    .registers 2

    .line 30
    iget-object v0, p0, Lapp/keelson/backup/cetp/Outcome$NeedsUser;->token:Ljava/lang/String;

    return-object v0
.end method
