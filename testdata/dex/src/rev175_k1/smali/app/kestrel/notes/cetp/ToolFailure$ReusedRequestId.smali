.class public final Lapp/kestrel/notes/cetp/ToolFailure$ReusedRequestId;
.super Lapp/kestrel/notes/cetp/ToolFailure;
.source "Tools.kt"


# instance fields
.field private final tool:Ljava/lang/String;


# direct methods
.method private constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "tool"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 59
    const/4 v0, 0x0

    invoke-direct {p0, v0}, Lapp/kestrel/notes/cetp/ToolFailure;-><init>(Lkotlin/jvm/internal/DefaultConstructorMarker;)V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/ToolFailure$ReusedRequestId;->tool:Ljava/lang/String;

    return-void
.end method

.method public synthetic constructor <init>(Ljava/lang/String;Lkotlin/jvm/internal/DefaultConstructorMarker;)V
    .registers 3

    invoke-direct {p0, p1}, Lapp/kestrel/notes/cetp/ToolFailure$ReusedRequestId;-><init>(Ljava/lang/String;)V

    return-void
.end method


# virtual methods
.method public final getTool-3Kp2Zfk()Ljava/lang/String;
    .registers 2

    .line 59
    iget-object v0, p0, Lapp/kestrel/notes/cetp/ToolFailure$ReusedRequestId;->tool:Ljava/lang/String;

    return-object v0
.end method
