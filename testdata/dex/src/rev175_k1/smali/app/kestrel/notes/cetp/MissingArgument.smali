.class public final Lapp/kestrel/notes/cetp/MissingArgument;
.super Ljava/lang/IllegalArgumentException;
.source "Wire.kt"


# instance fields
.field private final key:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 3

    const-string v0, "key"

    invoke-static {p1, v0}, Lkotlin/jvm/internal/Intrinsics;->checkNotNullParameter(Ljava/lang/Object;Ljava/lang/String;)V

    .line 73
    invoke-direct {p0}, Ljava/lang/IllegalArgumentException;-><init>()V

    iput-object p1, p0, Lapp/kestrel/notes/cetp/MissingArgument;->key:Ljava/lang/String;

    return-void
.end method


# virtual methods
.method public final getKey()Ljava/lang/String;
    .registers 2

    .line 73
    iget-object v0, p0, Lapp/kestrel/notes/cetp/MissingArgument;->key:Ljava/lang/String;

    return-object v0
.end method
