.class public final synthetic Lcom/halyard/vault/reports/ReportDesk$$ExternalSyntheticLambda0;
.super Ljava/lang/Object;
.source "D8$$SyntheticClass"

# interfaces
.implements Lcom/halyard/vault/jobs/RowMapper;


# direct methods
.method public synthetic constructor <init>()V
    .registers 1

    invoke-direct {p0}, Ljava/lang/Object;-><init>()V

    return-void
.end method


# virtual methods
.method public final map(Landroid/database/Cursor;)Ljava/lang/Object;
    .registers 3

    invoke-static {p1}, Lcom/halyard/vault/reports/ReportDesk;->lambda$static$0(Landroid/database/Cursor;)Lcom/halyard/vault/reports/ReportDesk$Report;

    move-result-object v0

    return-object v0
.end method
