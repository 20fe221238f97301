.class public final La/k;
.super La/i;
.source "SourceFile"


# instance fields
.field public final a:Ljava/lang/String;


# direct methods
.method public constructor <init>(Ljava/lang/String;)V
    .registers 2

    .line 9
    invoke-direct {p0}, La/i;-><init>()V

    iput-object p1, p0, La/k;->a:Ljava/lang/String;

    return-void
.end method
