.class public interface abstract Lcom/greenwick/garden/security/ApprovalPolicy;
.super Ljava/lang/Object;
.source "ApprovalPolicy.java"


# virtual methods
.method public abstract admits(Lcom/greenwick/garden/cetp/Approvals$Approval;Lcom/greenwick/garden/cetp/Call;J)Z
.end method
