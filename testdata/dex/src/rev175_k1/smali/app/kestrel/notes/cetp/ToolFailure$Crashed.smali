.class public final Lapp/kestrel/notes/cetp/ToolFailure$Crashed;
.super Lapp/kestrel/notes/cetp/ToolFailure;
.source "Tools.kt"


# instance fields
.field private final cause:Ljava/lang/Throwable;

.field private final tool:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;)V
    .registers 4

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    const-string v0, "cause"

    invoke-static {p2, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 65
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/kestrel/notes/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->tool:Ljava/lang/String;

    iput-object p2, p0, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->cause:Ljava/lang/Throwable;

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Ljava/lang/Throwable;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 4

    invoke-direct {p0, p1, p2}, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;-><init>(Ljava/lang/String;Ljava/lang/Throwable;)V

    return-void
.end method


# virtual methods
.method public final getCause()Ljava/lang/Throwable;
    .registers 2

    .line 65
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->cause:Ljava/lang/Throwable;

    return-object v0
.end method

.method public final getTool-3Kp2Zfk()Ljava/lang/String;
    .registers 2

    .line 65
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolFailure$Crashed;->tool:Ljava/lang/String;

    return-object v0
.end method
