.class public final Lio/quillkit/notes/cetp/Route$ByAction;
.super Lio/quillkit/notes/cetp/Route;
.source "Routes.kt"


# instance fields
.field private final action:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "action"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 8
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/quillkit/notes/cetp/Route;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/quillkit/notes/cetp/Route$ByAction;->action:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getAction()Ljava/lang/String;
    .registers 2

    .line 8
    iget-object v0, p0, Lio/quillkit/notes/cetp/Route$ByAction;->action:Ljava/lang/String;

    return-object v0
.end method
