.class public final Lio/quillkit/notes/cetp/Route$ByComponent;
.super Lio/quillkit/notes/cetp/Route;
.source "Routes.kt"


# instance fields
.field private final component:Landroid/content/ComponentName;


# direct methods
.method public constructor <init>(Landroid/content/ComponentName;)V
    .registers 3

    const-string v0, "component"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 9
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lio/quillkit/notes/cetp/Route;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lio/quillkit/notes/cetp/Route$ByComponent;->component:Landroid/content/ComponentName;

    return-void
.end method


# virtual methods
.method public final getComponent()Landroid/content/ComponentName;
    .registers 2

    .line 9
    iget-object v0, p0, Lio/quillkit/notes/cetp/Route$ByComponent;->component:Landroid/content/ComponentName;

    return-object v0
.end method
