.class final Lcom/example/r33j2/Deadlines$Expired;
.super Ljava/lang/Exception;
.source "Deadlines.java"


# annotations
.annotation system Ldalvik/annotation/EnclosingClass;
    value = Lcom/example/r33j2/Deadlines;
.end annotation

.annotation system Ldalvik/annotation/InnerClass;
    accessFlags = 0x18
    name = "Expired"
.end annotation


# direct methods
.method constructor <init>()V
    .locals 1

    .line 21
    const-string v0, "deadline_at_ms passed"

    invoke-direct {p0, v0}, Ljava/lang/Exception;-><init>(Ljava/lang/String;)V

    .line 22
    return-void
.end method
